//! Stored records.

/// Bytes read back from sled, archived or not: decoding never panics, and what decodes survives
/// a write and a read unchanged, in the live form and in the archived one.
pub fn store_record(data: &[u8]) {
    if let Ok(record) = crate::store::decode(data) {
        let bytes = crate::store::encode(&record);
        assert_eq!(crate::store::decode(&bytes).as_ref(), Ok(&record));
        let archived = crate::store::archive(&bytes);
        assert_eq!(crate::store::decode(&archived).as_ref(), Ok(&record));
    }
}
