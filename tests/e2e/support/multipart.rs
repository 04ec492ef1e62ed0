//! A small `multipart/form-data` reader, enough for what serenity (reqwest) sends.
#![allow(dead_code)]

use super::model::RecordedFile;

/// One part of a multipart body.
#[derive(Debug)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// Extracts the boundary parameter of a `multipart/form-data` content type.
pub fn boundary_of(content_type: &str) -> Option<String> {
    let (mime, params) = content_type.split_once(';')?;
    if !mime.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_string())
    })
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || haystack.len() < needle.len() {
        return None;
    }
    (from..=haystack.len() - needle.len()).find(|&i| &haystack[i..i + needle.len()] == needle)
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 3 <= bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
            if let Some(b) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads a `Content-Disposition` parameter, honouring both `key="v"` and RFC 5987 `key*=utf-8''v`.
fn disposition_param(header: &str, key: &str) -> Option<String> {
    let mut plain = None;
    for raw in split_params(header) {
        let Some((k, v)) = raw.split_once('=') else {
            continue;
        };
        let k = k.trim();
        let v = v.trim();
        if k.eq_ignore_ascii_case(&format!("{key}*")) {
            let encoded = v.split_once("''").map_or(v, |(_, rest)| rest);
            return Some(percent_decode(encoded.trim_matches('"')));
        }
        if k.eq_ignore_ascii_case(key) {
            let unquoted = v
                .strip_prefix('"')
                .and_then(|x| x.strip_suffix('"'))
                .unwrap_or(v);
            plain = Some(unquoted.replace("\\\"", "\"").replace("\\\\", "\\"));
        }
    }
    plain
}

/// Splits header parameters on `;` outside of quoted strings.
fn split_params(header: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut escaped = false;
    for ch in header.chars() {
        if escaped {
            cur.push(ch);
            escaped = false;
            continue;
        }
        match ch {
            '\\' if quoted => {
                cur.push(ch);
                escaped = true;
            }
            '"' => {
                quoted = !quoted;
                cur.push(ch);
            }
            ';' if !quoted => out.push(std::mem::take(&mut cur)),
            _ => cur.push(ch),
        }
    }
    out.push(cur);
    out
}

/// Parses a multipart body into its parts.
pub fn parse(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut pos = find(body, &delimiter, 0).ok_or("multipart: no opening boundary")?;
    let mut parts = Vec::new();
    loop {
        pos += delimiter.len();
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        if body[pos..].starts_with(b"\r\n") {
            pos += 2;
        }
        let headers_end =
            find(body, b"\r\n\r\n", pos).ok_or("multipart: part headers not terminated")?;
        let headers = String::from_utf8_lossy(&body[pos..headers_end]).into_owned();
        let content_start = headers_end + 4;
        let mut closing = b"\r\n".to_vec();
        closing.extend_from_slice(&delimiter);
        let content_end =
            find(body, &closing, content_start).ok_or("multipart: part not terminated")?;

        let mut name = None;
        let mut filename = None;
        let mut content_type = None;
        for line in headers.split("\r\n") {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            if key.trim().eq_ignore_ascii_case("content-disposition") {
                name = disposition_param(value, "name");
                filename = disposition_param(value, "filename");
            } else if key.trim().eq_ignore_ascii_case("content-type") {
                content_type = Some(value.trim().to_string());
            }
        }
        parts.push(Part {
            name: name.ok_or("multipart: part without a name")?,
            filename,
            content_type,
            bytes: body[content_start..content_end].to_vec(),
        });
        pos = content_end + 2;
    }
}

/// Splits a serenity multipart request into its `payload_json` and uploaded files.
pub fn split_payload(parts: Vec<Part>) -> (Option<String>, Vec<RecordedFile>) {
    let mut payload = None;
    let mut files = Vec::new();
    for part in parts {
        if part.name == "payload_json" && part.filename.is_none() {
            payload = Some(String::from_utf8_lossy(&part.bytes).into_owned());
        } else {
            files.push(RecordedFile {
                filename: part.filename.unwrap_or_else(|| part.name.clone()),
                field: part.name,
                content_type: part.content_type,
                bytes: part.bytes,
            });
        }
    }
    (payload, files)
}
