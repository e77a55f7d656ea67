//! Keys of canonical forms that do not depend on the process: the same
//! form gets the same 64-bit key in every run, so proofs keyed by them can
//! be saved and read back (a [`Game`]'s handle is its place in the
//! interning table, which differs from run to run).
//!
//! A number-up-star is keyed by its printed form (`3/4^*`); any other
//! form by its Left and Right options' keys, each side as a multiset
//! (sorted), so equal forms get equal keys. Computed without recursion
//! and memoised by handle.

use crate::value::Game;
use rustc_hash::FxHashMap;

/// Salts that keep Left's options, Right's options and printed forms
/// apart.
const LEFT_SALT: u64 = 0x3c6e_f372_fe94_f82b;
const RIGHT_SALT: u64 = 0xa54f_f53a_5f1d_36f1;
const TEXT_SALT: u64 = 0x510e_527f_ade6_82d1;

/// SplitMix64's finaliser.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// FNV-1a of `text`, mixed: a key that only the bytes decide.
pub(crate) fn text_key(text: &str) -> u64 {
    let fnv = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    mix(fnv ^ TEXT_SALT)
}

/// The memo of form keys, by handle.
#[derive(Default)]
pub(crate) struct FormKeys {
    memo: FxHashMap<u32, u64>,
}

impl FormKeys {
    /// The key of `game`.
    pub fn key(&mut self, game: Game) -> u64 {
        if let Some(&k) = self.memo.get(&game.id()) {
            return k;
        }
        // Post-order on an explicit stack: a form is keyed once all its
        // options are.
        let mut stack = vec![(game, false)];
        while let Some((g, expanded)) = stack.pop() {
            if self.memo.contains_key(&g.id()) {
                continue;
            }
            if g.is_number_up_star() {
                self.memo.insert(g.id(), text_key(&g.to_string()));
                continue;
            }
            let (left, right) = (g.left_options(), g.right_options());
            if !expanded {
                stack.push((g, true));
                let missing = left.iter().chain(right.iter());
                stack.extend(
                    missing
                        .filter(|o| !self.memo.contains_key(&o.id()))
                        .map(|&o| (o, false)),
                );
                continue;
            }
            let side = |options: &[Game], salt: u64| {
                let mut keys: Vec<u64> = options.iter().map(|o| self.memo[&o.id()]).collect();
                keys.sort_unstable();
                keys.into_iter().fold(mix(salt), |h, k| mix(h ^ k))
            };
            let key = mix(side(&left, LEFT_SALT).wrapping_add(side(&right, RIGHT_SALT)));
            self.memo.insert(g.id(), key);
        }
        self.memo[&game.id()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::notation;

    fn key(text: &str) -> u64 {
        FormKeys::default().key(notation::parse(text).unwrap())
    }

    #[test]
    fn equal_forms_share_a_key_and_different_ones_do_not() {
        // The same value written two ways is one canonical form.
        assert_eq!(key("{1|-1}"), key("+-1"));
        assert_eq!(key("{0|*}"), key("^"));
        assert_eq!(key("{*|1}"), key("0"));
        let forms = [
            "0",
            "*",
            "^",
            "v",
            "1/2",
            "+-1",
            "{1|*}",
            "{*|-1}",
            "{2|0||-1}",
        ];
        let keys: std::collections::HashSet<u64> = forms.iter().map(|f| key(f)).collect();
        assert_eq!(keys.len(), forms.len());
    }

    #[test]
    fn keys_are_the_same_in_every_run() {
        // Fixed numbers: a key that changed would make old checkpoints
        // unreadable (they are refused, never misread: see checkpoint.rs).
        assert_eq!(key("0"), text_key("0"));
        assert_eq!(text_key(""), mix(0xcbf2_9ce4_8422_2325 ^ TEXT_SALT));
    }
}
