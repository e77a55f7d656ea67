//! A new game in a few lines: rows of gaps between pieces; a move shrinks
//! one gap by any amount. Each gap is a component, and the values show the
//! game is Nim in disguise (Winning Ways, ch. 3, Northcott's game).
//! `cargo run --example own_game` prints them and a winning move.

use conway::impartial::{GrundySolver, ImpartialGame};

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Gaps(Vec<u32>);

impl ImpartialGame for Gaps {
    fn options(&self) -> Vec<Gaps> {
        let mut out = Vec::new();
        for (i, &gap) in self.0.iter().enumerate() {
            for smaller in 0..gap {
                let mut next = self.0.clone();
                next[i] = smaller;
                out.push(Gaps(next));
            }
        }
        out
    }
    fn components(&self) -> Vec<Gaps> {
        self.0.iter().map(|&gap| Gaps(vec![gap])).collect()
    }
}

fn main() {
    let solver = GrundySolver::new();
    for gap in 0..8 {
        let value = solver.grundy(&Gaps(vec![gap])).0;
        assert_eq!(value, u64::from(gap), "a gap is a Nim heap");
        println!("a gap of {gap}: *{value}");
    }
    let gaps = [Gaps(vec![3]), Gaps(vec![5]), Gaps(vec![7])];
    println!("gaps 3 5 7: *{}", solver.sum_grundy(&gaps).0);
    let (i, to) = solver
        .sum_winning_move(&gaps)
        .expect("3 xor 5 xor 7 = 1 wins");
    println!(
        "winning move: gap {} from {} to {}",
        i + 1,
        gaps[i].0[0],
        to.0[0]
    );
}
