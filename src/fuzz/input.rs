//! The fuzzer's bytes, read as the drivers' choices.

/// Bytes read one at a time; once they run out every read is zero.
pub(super) struct Input<'a> {
    bytes: &'a [u8],
}

impl<'a> Input<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Input<'a> {
        Input { bytes }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub(super) fn byte(&mut self) -> u8 {
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                b
            }
            None => 0,
        }
    }

    /// A number below `n` (0 when `n` is 0).
    pub(super) fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let raw = if n <= 256 {
            usize::from(self.byte())
        } else {
            usize::from(u16::from_le_bytes([self.byte(), self.byte()]))
        };
        raw % n
    }

    pub(super) fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    /// Up to `max` raw bytes, the count read first.
    pub(super) fn slice(&mut self, max: usize) -> &'a [u8] {
        let n = self.below(max + 1).min(self.bytes.len());
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        head
    }
}
