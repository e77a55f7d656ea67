//! Tests of `conway::impartial::value_file`.

use conway::impartial::heap::HeapGame;
use conway::impartial::value_file::*;

fn file(values: &[u64]) -> Vec<u8> {
    let game = HeapGame::parse("0.04").unwrap();
    let mut w = ValueFileWriter::new(Vec::new(), &game).unwrap();
    for chunk in values.chunks(7) {
        w.write_values(chunk.iter().copied()).unwrap();
    }
    w.finish().unwrap()
}

#[test]
fn values_round_trip_with_large_ones_anywhere() {
    let values: Vec<u64> = (0..500u64)
        .map(|i| (i * 37 % 300) + (i % 97) * 1000)
        .collect();
    let (game, back) = read_value_file(&file(&values)).unwrap();
    assert_eq!(game, "0.04");
    assert_eq!(back, values);
    // Small values take one byte each.
    let small: Vec<u64> = (0..1000).map(|i| i % 255).collect();
    assert_eq!(file(&small).len(), file(&[]).len() + 1000);
}

#[test]
fn every_single_byte_change_and_every_cut_is_refused() {
    let bytes = file(&[0, 1, 254, 255, 256, 3, 70000]);
    for at in 0..bytes.len() {
        let mut bad = bytes.clone();
        bad[at] ^= 0x41;
        assert!(read_value_file(&bad).is_err(), "changed byte {at}");
        assert!(read_value_file(&bytes[..at]).is_err(), "cut at {at}");
    }
}
