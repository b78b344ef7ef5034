//! Modified UTF-8 (JVMS §4.4.7), the encoding of `CONSTANT_Utf8` entries.

/// Decodes modified UTF-8 into UTF-16 code units, exactly as the JVM does
/// for string literals (unpaired surrogates and `\0` survive). Malformed
/// sequences decode each offending byte as itself, so this never fails.
pub fn to_utf16(bytes: &[u8]) -> Vec<u16> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b & 0x80 == 0 {
            out.push(u16::from(b));
            i += 1;
        } else if b & 0xE0 == 0xC0 && i + 1 < bytes.len() && bytes[i + 1] & 0xC0 == 0x80 {
            out.push((u16::from(b & 0x1F) << 6) | u16::from(bytes[i + 1] & 0x3F));
            i += 2;
        } else if b & 0xF0 == 0xE0
            && i + 2 < bytes.len()
            && bytes[i + 1] & 0xC0 == 0x80
            && bytes[i + 2] & 0xC0 == 0x80
        {
            out.push(
                (u16::from(b & 0x0F) << 12)
                    | (u16::from(bytes[i + 1] & 0x3F) << 6)
                    | u16::from(bytes[i + 2] & 0x3F),
            );
            i += 3;
        } else {
            out.push(u16::from(b));
            i += 1;
        }
    }
    out
}

/// Decodes modified UTF-8 into a Rust string (unpaired surrogates become U+FFFD).
pub fn to_string(bytes: &[u8]) -> String {
    String::from_utf16_lossy(&to_utf16(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_nul_and_supplementary_as_java_does() {
        // U+0000 is two bytes; U+1F600 is a surrogate pair of 3-byte units.
        let bytes = [0x41, 0xC0, 0x80, 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80];
        assert_eq!(to_utf16(&bytes), vec![0x41, 0, 0xD83D, 0xDE00]);
        assert_eq!(to_string(&bytes), "A\0\u{1F600}");
    }
}
