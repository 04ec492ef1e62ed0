//! What every backend reads and writes by: an entry, a span of keys to scan, and the name of the
//! default tree. Below the backends, so sled's and PostgreSQL's code both take them from here.

/// The name of the default tree, sled's own: the same name in every backend, so a backup
/// copies it like any other tree.
pub(super) const DEFAULT_TREE: &[u8] = b"__sled__default";

/// One entry of a tree, as read.
pub(super) type Entry = (Vec<u8>, Vec<u8>);

/// Which keys a scan reads: from `from` (inclusive) to `to` (exclusive; `None` = the end).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Span {
    pub from: Vec<u8>,
    pub to: Option<Vec<u8>>,
}

impl Span {
    /// Every key of a tree.
    pub fn all() -> Span {
        Span {
            from: Vec::new(),
            to: None,
        }
    }

    /// The keys that start with `prefix`.
    pub fn prefix(prefix: &[u8]) -> Span {
        // The first key past every key with the prefix: its last byte that can grow, grown,
        // with what follows dropped; none when the prefix is all 0xff (or empty).
        let mut to = prefix.to_vec();
        while let Some(last) = to.pop() {
            if last < u8::MAX {
                to.push(last + 1);
                return Span {
                    from: prefix.to_vec(),
                    to: Some(to),
                };
            }
        }
        Span {
            from: prefix.to_vec(),
            to: None,
        }
    }

    /// The keys up to `end`, `end` included.
    pub fn up_to(end: &[u8]) -> Span {
        // The smallest key greater than `end` is `end` followed by a zero byte.
        let mut to = end.to_vec();
        to.push(0);
        Span {
            from: Vec::new(),
            to: Some(to),
        }
    }
}
