//! The plain misère reference: who wins a sum of heaps of a heap game
//! when the last player to move loses, by searching every position.

use conway::impartial::heap::{HeapGame, HeapRule};
use std::collections::HashMap;

/// Whether the player to move wins the heaps under misère play, by plain
/// search.
pub fn misere_wins(game: &HeapGame, heaps: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut moves = Vec::new();
    for (i, &h) in key.iter().enumerate() {
        game.for_each_option(h, &mut |left| {
            let mut next = key.clone();
            next.remove(i);
            next.extend_from_slice(left);
            moves.push(next);
        });
    }
    let w = moves.is_empty() || moves.iter().any(|m| !misere_wins(game, m, memo));
    memo.insert(key, w);
    w
}
