//! The smallest image of a board under the symmetries of the rectangle
//! (`Grid::smallest_image`, which the rulesets' normal forms use) is the
//! least of the eight images `Grid::symmetries` makes, on random boards of
//! every shape up to 5×6; and the least image of a stone board up to the
//! colour exchange (`StoneBoard::canonical_up_to_colours`, NoGo's normal
//! form, with its own path for strips) is the least of the sixteen.

use conway::rulesets::grid::Grid;
use conway::rulesets::stones::StoneBoard;
use proptest::prelude::*;

fn grid() -> impl Strategy<Value = Grid<u8>> {
    (1..=5usize, 1..=6usize).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(0u8..3, rows * cols).prop_map(move |cells| {
            let text: Vec<String> = cells
                .chunks(cols)
                .map(|row| row.iter().map(|&c| char::from(b'a' + c)).collect())
                .collect();
            Grid::parse(&text.join("|"), |c| Some(c as u8 - b'a'), "a, b or c").unwrap()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn smallest_image_is_the_least_of_the_eight(g in grid()) {
        let least = g.symmetries().into_iter().min().unwrap();
        prop_assert_eq!(g.smallest_image(), least);
    }

    /// Every image of a board has the same smallest image (so the normal
    /// form does not depend on how the board was turned).
    #[test]
    fn images_share_their_smallest_image(g in grid()) {
        let smallest = g.smallest_image();
        for image in g.symmetries() {
            prop_assert_eq!(image.smallest_image(), smallest.clone());
        }
    }
}

/// Stone boards over `.xo#` of every shape up to 3×7 (strips of one row or
/// one column included).
fn stone_board() -> impl Strategy<Value = StoneBoard> {
    (1..=3usize, 1..=7usize, any::<bool>()).prop_flat_map(|(rows, cols, turned)| {
        let cells = proptest::collection::vec(
            proptest::sample::select(vec!['.', 'x', 'o', '#']),
            rows * cols,
        );
        cells.prop_map(move |cells| {
            let cols = if turned { rows } else { cols };
            let text: Vec<String> = cells.chunks(cols).map(|row| row.iter().collect()).collect();
            StoneBoard::parse_with_blocked(&text.join("|")).unwrap()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn least_image_up_to_colours_is_the_least_of_the_sixteen(b in stone_board()) {
        let board = b.canonical();
        let exchanged = b.swapped().canonical();
        let expected = if exchanged < board { (exchanged, true) } else { (board, false) };
        prop_assert_eq!(b.canonical_up_to_colours(), expected);
    }
}
