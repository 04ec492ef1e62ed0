//! Stored records.

/// Bytes read back from sled: decoding never panics, and what decodes survives a write and a
/// read unchanged.
pub fn store_record(data: &[u8]) {
    if let Ok(record) = crate::store::decode(data) {
        let bytes = crate::store::encode(&record);
        assert_eq!(crate::store::decode(&bytes).as_ref(), Ok(&record));
    }
}
