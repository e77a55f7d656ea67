//! Crossing values off a list along the splits of a heap: the check that a
//! candidate Grundy value is the mex.
//!
//! The values still to be found are kept twice: as a short list and as a
//! table with a 1 at each listed value. The splits arrive as two equally
//! long slices, `lo[i]` and `hi[len − 1 − i]` the values of the two heaps
//! of one split (the smaller heap grows as the larger one shrinks, so both
//! are read from the one copy of the values), and are taken 64 (`CHUNK`)
//! at a time:
//!
//! * While many values are missing, every split clears its value in the
//!   table (no branch per split), and after a stretch of splits about as
//!   long as the list, the list keeps the values whose mark survived.
//! * When at most 8 (`FEW`) are left, each is compared with every split of
//!   the chunk, one accumulator per missing value; such loops run on all
//!   lanes of the vector unit at once. Most splits are looked at in this
//!   phase: the last missing values are the ones seldom reached.

/// Splits taken together.
const CHUNK: usize = 64;

/// The most missing values compared one by one.
const FEW: usize = 8;

/// Values not yet known to be reached by a move.
#[derive(Debug)]
pub(super) struct Missing {
    list: Vec<u16>,
    /// 1 at each listed value; indexed by any 16-bit value.
    table: Box<[u8; 1 << 16]>,
}

impl Default for Missing {
    fn default() -> Self {
        Missing {
            list: Vec::new(),
            table: vec![0; 1 << 16].try_into().expect("the length is 2^16"),
        }
    }
}

impl Missing {
    /// Empties the list.
    pub(super) fn clear(&mut self) {
        for &v in &self.list {
            self.table[usize::from(v)] = 0;
        }
        self.list.clear();
    }

    /// Adds `v` (not yet in the list).
    pub(super) fn insert(&mut self, v: u16) {
        debug_assert_eq!(self.table[usize::from(v)], 0);
        self.list.push(v);
        self.table[usize::from(v)] = 1;
    }

    pub(super) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The least value still missing.
    pub(super) fn least(&self) -> Option<u16> {
        self.list.iter().copied().min()
    }

    /// Crosses off `lo[i] ^ hi[hi.len() − 1 − i]` for every `i`; true as
    /// soon as nothing is missing (the rest may then be skipped).
    pub(super) fn cross_off(&mut self, mut lo: &[u16], mut hi: &[u16]) -> bool {
        debug_assert_eq!(lo.len(), hi.len());
        while !lo.is_empty() {
            let count = self.list.len();
            if count > FEW || lo.len() < CHUNK {
                // Enough splits to make the pass over the list worth it.
                let span = lo.len().min(CHUNK * count.div_ceil(CHUNK / 2));
                let (hi_rest, hi_span) = hi.split_at(hi.len() - span);
                if self.clear_marks(&lo[..span], hi_span) {
                    return true;
                }
                (lo, hi) = (&lo[span..], hi_rest);
                continue;
            }
            let (hi_rest, hi_chunk) = hi.split_at(hi.len() - CHUNK);
            let l: &[u16; CHUNK] = lo[..CHUNK].try_into().expect("CHUNK long");
            let h: &[u16; CHUNK] = hi_chunk.try_into().expect("CHUNK long");
            let done = match count {
                0 => true,
                1 => self.compare::<1>(l, h),
                2 => self.compare::<2>(l, h),
                3..=4 => self.compare::<4>(l, h),
                _ => self.compare::<FEW>(l, h),
            };
            if done {
                return true;
            }
            (lo, hi) = (&lo[CHUNK..], hi_rest);
        }
        self.list.is_empty()
    }

    /// Compares the (at most `K`) missing values with each split (`lo[i]`
    /// with `hi[CHUNK − 1 − i]`).
    fn compare<const K: usize>(&mut self, lo: &[u16; CHUNK], hi: &[u16; CHUNK]) -> bool {
        let count = self.list.len();
        debug_assert!((1..=K).contains(&count));
        let mut targets = [self.list[0]; K];
        targets[..count].copy_from_slice(&self.list);
        let mut values = [0u16; CHUNK];
        for ((v, &x), &y) in values.iter_mut().zip(lo).zip(hi.iter().rev()) {
            *v = x ^ y;
        }
        let mut hits = 0u32;
        for (t, &target) in targets.iter().enumerate() {
            let seen = values
                .iter()
                .fold(0u16, |acc, &v| acc | u16::from(v == target));
            hits |= u32::from(seen) << t;
        }
        if hits == 0 {
            return false;
        }
        // Highest index first, so that `swap_remove` only moves entries
        // already looked at.
        for t in (0..count).rev() {
            if hits >> t & 1 != 0 {
                self.table[usize::from(self.list[t])] = 0;
                self.list.swap_remove(t);
            }
        }
        self.list.is_empty()
    }

    /// Clears the mark of every split's value (`lo[i]` with
    /// `hi[len − 1 − i]`), then keeps the values whose mark survived.
    fn clear_marks(&mut self, lo: &[u16], hi: &[u16]) -> bool {
        for (&x, &y) in lo.iter().zip(hi.iter().rev()) {
            self.table[usize::from(x ^ y)] = 0;
        }
        let mut kept = 0;
        for i in 0..self.list.len() {
            let v = self.list[i];
            self.list[kept] = v;
            kept += usize::from(self.table[usize::from(v)]);
        }
        self.list.truncate(kept);
        kept == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same crossing off, one split at a time.
    fn plainly(missing: &[u16], lo: &[u16], hi: &[u16]) -> Vec<u16> {
        let reached: Vec<u16> = lo
            .iter()
            .zip(hi.iter().rev())
            .map(|(&x, &y)| x ^ y)
            .collect();
        let mut left: Vec<u16> = missing
            .iter()
            .copied()
            .filter(|v| !reached.contains(v))
            .collect();
        left.sort_unstable();
        left
    }

    #[test]
    fn crosses_off_exactly_the_values_of_the_splits() {
        // Pseudo-random splits and missing sets of every size through all
        // the phases (many, few, one), with lengths not multiples of CHUNK.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound) as u16
        };
        let width = 256;
        let mut missing = Missing::default();
        for round in 0..400 {
            let len = 1 + usize::from(next(700));
            let lo: Vec<u16> = (0..len).map(|_| next(width as u64)).collect();
            let hi: Vec<u16> = (0..len).map(|_| next(width as u64)).collect();
            let mut values: Vec<u16> = (0..width as u16).filter(|_| next(8) == 0).collect();
            values.truncate(1 + round % 40);
            missing.clear();
            for &v in &values {
                missing.insert(v);
            }
            let done = missing.cross_off(&lo, &hi);
            let expected = plainly(&values, &lo, &hi);
            assert_eq!(done, expected.is_empty(), "round {round}");
            if !done {
                let mut left = missing.list.clone();
                left.sort_unstable();
                assert_eq!(left, expected, "round {round}");
                assert_eq!(missing.least(), expected.first().copied());
                let marked: Vec<u16> = (0..width as u16)
                    .filter(|&v| missing.table[usize::from(v)] != 0)
                    .collect();
                assert_eq!(marked, expected, "round {round}: table and list agree");
            }
        }
    }
}
