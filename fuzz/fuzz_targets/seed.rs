//! Writes every target's seeds into `corpus/parsers/`, each prefixed with
//! its target's selector byte, for `cargo fuzz run parsers`.

#[path = "../../crates/conway/tests/fuzz/mod.rs"]
mod harness;

fn main() -> std::io::Result<()> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/parsers");
    std::fs::create_dir_all(&dir)?;
    for (i, target) in harness::targets().iter().enumerate() {
        for (j, seed) in target.seeds.iter().enumerate() {
            let mut bytes = vec![i as u8];
            bytes.extend_from_slice(seed);
            std::fs::write(dir.join(format!("{}-{j}", target.name)), bytes)?;
        }
    }
    Ok(())
}
