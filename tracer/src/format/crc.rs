//! CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as used by zip/gzip/PNG.

const fn table() -> [[u32; 256]; 4] {
    let mut t = [[0u32; 256]; 4];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        t[0][i] = c;
        i += 1;
    }
    let mut i = 0;
    while i < 256 {
        t[1][i] = (t[0][i] >> 8) ^ t[0][(t[0][i] & 0xff) as usize];
        t[2][i] = (t[1][i] >> 8) ^ t[0][(t[1][i] & 0xff) as usize];
        t[3][i] = (t[2][i] >> 8) ^ t[0][(t[2][i] & 0xff) as usize];
        i += 1;
    }
    t
}

static TABLE: [[u32; 256]; 4] = table();

/// Incremental CRC-32.
#[derive(Debug, Clone, Copy)]
pub struct Crc32(u32);

impl Default for Crc32 {
    fn default() -> Self {
        Crc32::new()
    }
}

impl Crc32 {
    /// Start a checksum.
    pub fn new() -> Crc32 {
        Crc32(!0)
    }
    /// Add bytes.
    pub fn update(&mut self, data: &[u8]) {
        let mut c = self.0;
        let mut chunks = data.chunks_exact(4);
        for w in &mut chunks {
            c ^= u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
            c = TABLE[3][(c & 0xff) as usize]
                ^ TABLE[2][((c >> 8) & 0xff) as usize]
                ^ TABLE[1][((c >> 16) & 0xff) as usize]
                ^ TABLE[0][(c >> 24) as usize];
        }
        for &b in chunks.remainder() {
            c = TABLE[0][((c ^ b as u32) & 0xff) as usize] ^ (c >> 8);
        }
        self.0 = c;
    }
    /// The checksum of everything added.
    pub fn finish(&self) -> u32 {
        !self.0
    }
}

/// CRC-32 of one buffer.
pub fn crc32(data: &[u8]) -> u32 {
    let mut c = Crc32::new();
    c.update(data);
    c.finish()
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_value() {
        assert_eq!(super::crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(super::crc32(b""), 0);
    }
}
