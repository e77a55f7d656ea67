use conway::loopy::{notation::parse, LoopyGame};
fn main() {
    for s in [
        "{pass|}",
        "{|pass}",
        "{0|pass}",
        "{pass|0}",
        "{pass|*}",
        "{pass|pass}",
        "a{0|b{a|*}}",
        "{0||0|pass}",
        "{0|||0||pass|0}",
        "{{pass|}|0||0}",
        "a{0||||0|||a|*||*}",
        "on+off",
        "over+over",
        "on+1",
        "upon+upon",
        "{pass|3/2}",
        "{-1/4+*|pass}",
        "tis",
        "tisn",
        "tis+tisn",
        "{0|{0||0|0,pass}||-{0||0|0,pass}}",
        "1+{1|0}",
        "{0,pass|0}",
    ] {
        match parse(s) {
            Ok(g) => println!(
                "{s:30} -> {g:30} stopper={} outcome={}",
                g.is_stopper(),
                g.outcome()
            ),
            Err(e) => println!("{s:30} -> error {e}"),
        }
    }
    let upon = LoopyGame::upon();
    let up: LoopyGame = parse("^").unwrap();
    println!("upon>=^ {:?} ^>=upon {:?}", upon.ge(&up), up.ge(&upon));
}
