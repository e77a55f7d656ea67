//! The values `G(0..len)` of a sequence run, kept once, in the narrowest
//! width that holds them: 16 bits while every value is below 2^16 (all of
//! Grundy's game known, whose largest value to 2^35 is a few hundred), 32
//! bits from the first value that is not. A run of 2^32 values then needs
//! 8 GiB, not the 16 to 32 a wide copy (or two) would.

/// `G(0..len)`, 16 or 32 bits a value.
#[derive(Clone, Debug)]
pub(super) enum Values {
    /// Every value below 2^16.
    Narrow(Vec<u16>),
    /// Any value below 2^32.
    Wide(Vec<u32>),
}

impl Values {
    /// Empty, 16 bits a value until a value needs more.
    pub(super) fn narrow() -> Values {
        Values::Narrow(Vec::new())
    }

    /// Empty, 32 bits a value (for the methods that read `&[u32]`).
    pub(super) fn wide() -> Values {
        Values::Wide(Vec::new())
    }

    pub(super) fn len(&self) -> usize {
        match self {
            Values::Narrow(v) => v.len(),
            Values::Wide(v) => v.len(),
        }
    }

    /// `G(x)`.
    pub(super) fn get(&self, x: usize) -> u32 {
        match self {
            Values::Narrow(v) => u32::from(v[x]),
            Values::Wide(v) => v[x],
        }
    }

    /// Appends `G(len)`, widening every value first if it needs 32 bits.
    pub(super) fn push(&mut self, value: u32) {
        match self {
            Values::Narrow(v) => match u16::try_from(value) {
                Ok(narrow) => v.push(narrow),
                Err(_) => {
                    let mut wide = Vec::new();
                    // Room for as many as were reserved, at twice the width.
                    wide.reserve_exact(v.capacity().max(v.len() + 1));
                    wide.extend(v.iter().map(|&x| u32::from(x)));
                    wide.push(value);
                    *self = Values::Wide(wide);
                }
            },
            Values::Wide(v) => v.push(value),
        }
    }

    pub(super) fn truncate(&mut self, len: usize) {
        match self {
            Values::Narrow(v) => v.truncate(len),
            Values::Wide(v) => v.truncate(len),
        }
    }

    /// Makes room for `len` values in all, if the memory can be had now.
    pub(super) fn reserve_total(&mut self, len: usize) {
        let more = len.saturating_sub(self.len());
        let _ = match self {
            Values::Narrow(v) => v.try_reserve_exact(more),
            Values::Wide(v) => v.try_reserve_exact(more),
        };
    }

    /// Appends a copy of the values in `range` (a certified period).
    pub(super) fn extend_from_within(&mut self, range: std::ops::Range<usize>) {
        match self {
            Values::Narrow(v) => v.extend_from_within(range),
            Values::Wide(v) => v.extend_from_within(range),
        }
    }

    /// The values as 16-bit numbers, while they all fit.
    pub(super) fn as_narrow(&self) -> Option<&[u16]> {
        match self {
            Values::Narrow(v) => Some(v),
            Values::Wide(_) => None,
        }
    }

    /// The values as 32-bit numbers, once they are kept so.
    pub(super) fn as_wide(&self) -> Option<&[u32]> {
        match self {
            Values::Wide(v) => Some(v),
            Values::Narrow(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_value_widens_the_rest_and_keeps_them() {
        let mut values = Values::narrow();
        values.reserve_total(10);
        for v in [0, 1, 65535, 2] {
            values.push(v);
        }
        assert!(values.as_narrow().is_some());
        values.push(65536);
        assert!(values.as_narrow().is_none());
        assert_eq!(values.as_wide(), Some(&[0, 1, 65535, 2, 65536][..]));
        values.truncate(2);
        values.extend_from_within(0..2);
        assert_eq!(
            (0..values.len()).map(|x| values.get(x)).collect::<Vec<_>>(),
            [0, 1, 0, 1]
        );
    }
}
