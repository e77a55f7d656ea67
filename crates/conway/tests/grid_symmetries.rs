//! The smallest image of a board under the symmetries of the rectangle
//! (`Grid::smallest_image`, which the rulesets' normal forms use) is the
//! least of the eight images `Grid::symmetries` makes, on random boards of
//! every shape up to 5×6.

use conway::rulesets::grid::Grid;
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
