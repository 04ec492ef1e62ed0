//! PNG encoding with an indexed-colour palette. The pictures are flat fills, text and the
//! anti-aliased edges between them: a few dozen colours cover nearly every pixel, and the edge
//! shades need only approximate neighbours. One byte a pixel instead of three makes a picture
//! about a third of its RGB size with no visible change (issue 22).
//!
//! The palette keeps every common colour exactly and shares the rest of its 64 entries among
//! the rare (edge) colours by median cut; each pixel then takes its nearest entry. No dithering:
//! it would only add noise to the flat areas and cost compression.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Why a picture could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    #[error("cannot make a {0}×{1} picture")]
    Size(u32, u32),
    #[error("cannot encode the picture: {0}")]
    Encode(String),
}

/// 64 colours look the same as 256 at any size (checked at 400 px and full size in every game)
/// and pack 8–15% tighter than 128 (fewer edge shades).
const PALETTE: usize = 64;
/// At most this many entries go to exact common colours; the rest are shared by the edges.
const EXACT: usize = 48;
/// A colour covering at least this share of the picture (1 in N pixels) keeps its own entry.
const COMMON: usize = 4_000;

/// Encodes `rgb` (3 bytes a pixel, `width` × `height`) as an 8-bit indexed PNG.
#[cfg(test)]
pub fn indexed_png(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    let runs = Runs::of(rgb.chunks_exact(3).map(|p| rgb24(p[0], p[1], p[2])));
    Indexed::of(&runs, width, height).to_png()
}

/// A colour as `0xRRGGBB`, the form the quantiser works on.
pub fn rgb24(r: u8, g: u8, b: u8) -> u32 {
    u32::from(r) << 16 | u32::from(g) << 8 | u32::from(b)
}

/// A picture's pixels as runs of one colour (`0xRRGGBB`, see [`rgb24`]), row after row: flat
/// fills make few, long runs, so the quantiser counts and looks up a colour once a run. Each
/// run is one word, the colour above the count, so that the runs hash as one slice of bytes
/// (the encoded pictures' cache is keyed by them).
#[derive(Debug, Default, Hash)]
pub struct Runs {
    runs: Vec<u64>,
    pixels: usize,
}

impl Runs {
    /// The runs of `pixels`, in order.
    #[cfg(test)]
    pub fn of(pixels: impl IntoIterator<Item = u32>) -> Runs {
        let mut runs = Runs::default();
        for p in pixels {
            runs.push(p, 1);
        }
        runs
    }

    /// `n` more pixels of `colour`.
    pub fn push(&mut self, colour: u32, n: u32) {
        self.pixels += n as usize;
        match self.runs.last_mut() {
            Some(last) if (*last >> 32) as u32 == colour => *last += u64::from(n),
            _ => self.runs.push(u64::from(colour) << 32 | u64::from(n)),
        }
    }

    /// Each run's colour and length.
    fn each(&self) -> impl Iterator<Item = (u32, usize)> + '_ {
        self.runs
            .iter()
            .map(|&r| ((r >> 32) as u32, (r & u64::from(u32::MAX)) as usize))
    }
}

/// A picture in at most [`PALETTE`] colours: the palette and one index a pixel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Indexed {
    pub width: u32,
    pub height: u32,
    /// `0xRRGGBB` each.
    pub palette: Vec<u32>,
    /// Row after row, no filter bytes.
    pub indices: Vec<u8>,
}

impl Indexed {
    /// Quantises `runs` (`width` × `height` pixels) to the palette.
    pub fn of(runs: &Runs, width: u32, height: u32) -> Indexed {
        let histogram = histogram(runs);
        let palette = palette(&histogram, runs.pixels);
        let index = nearest_entries(&histogram, &palette);
        let mut indices = Vec::with_capacity(runs.pixels);
        for (colour, n) in runs.each() {
            let i = index.get(&colour).copied().unwrap_or(0);
            indices.resize(indices.len() + n, i);
        }
        Indexed {
            width,
            height,
            palette,
            indices,
        }
    }

    /// Encodes as an 8-bit indexed PNG, deflated at [`DEFLATE_LEVEL`].
    pub fn to_png(&self) -> Result<Vec<u8>, RenderError> {
        self.to_png_at(DEFLATE_LEVEL)
    }

    /// Encodes as an 8-bit indexed PNG, deflated at `level` (0–9): other levels only for
    /// measuring (`examples/picture_formats.rs`).
    pub fn to_png_at(&self, level: u8) -> Result<Vec<u8>, RenderError> {
        let plte: Vec<u8> = self
            .palette
            .iter()
            .flat_map(|&c| [(c >> 16) as u8, (c >> 8) as u8, c as u8])
            .collect();
        let encode = |e: png::EncodingError| RenderError::Encode(e.to_string());
        let mut out = Vec::with_capacity(self.indices.len() / 6);
        let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(plte);
        // Indices are not intensities, so row filters only cost bytes (10–20% here).
        encoder.set_filter(png::Filter::NoFilter);
        encoder.set_deflate_compression(png::DeflateCompression::Level(level));
        let mut writer = encoder.write_header().map_err(encode)?;
        writer.write_image_data(&self.indices).map_err(encode)?;
        writer.finish().map_err(encode)?;
        Ok(out)
    }
}

/// Deflate's level for the indices: the default, 6. Over whole games of every game (issue 52)
/// level 5 takes three quarters of 6's time for 0.5–5% more bytes, which put a whole Uzory game
/// past issue 22's bound (a third of the bytes of RGB pictures); level 4 puts Summer Pavilion's
/// largest picture past 60 KB; level 8 saves 2–4% for five times the time; fast deflate, tuned
/// for filtered RGB, makes palette pictures ten times larger.
pub const DEFLATE_LEVEL: u8 = 6;

/// A cheap hash for 24-bit colours (Fibonacci hashing): the default SipHash costs more than
/// the rest of the quantisation.
#[derive(Default)]
struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = u64::from(n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type ColourMap<V> = HashMap<u32, V, BuildHasherDefault<ColourHasher>>;

/// How many pixels have each colour.
fn histogram(runs: &Runs) -> ColourMap<usize> {
    let mut counts = ColourMap::default();
    for (colour, n) in runs.each() {
        *counts.entry(colour).or_insert(0) += n;
    }
    counts
}

/// At most [`PALETTE`] colours: every colour when they fit, else the common ones exactly and the
/// means of median-cut boxes of the others.
fn palette(histogram: &ColourMap<usize>, pixels: usize) -> Vec<u32> {
    let mut colours: Vec<(u32, usize)> = histogram.iter().map(|(&c, &n)| (c, n)).collect();
    // Most common first; ties by colour, so the same picture always gets the same palette.
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    if colours.len() <= PALETTE {
        return colours.into_iter().map(|(c, _)| c).collect();
    }
    let exact = colours
        .iter()
        .take(EXACT)
        .take_while(|&&(_, n)| n * COMMON >= pixels)
        .count();
    let (common, rare) = colours.split_at(exact);
    let mut palette: Vec<u32> = common.iter().map(|&(c, _)| c).collect();
    palette.extend(median_cut(rare.to_vec(), PALETTE - exact));
    palette
}

/// Splits `colours` into at most `boxes` boxes, each time halving the box whose pixels spread
/// widest along one channel (weighted by how many pixels it holds), and returns each box's
/// pixel-weighted mean.
fn median_cut(colours: Vec<(u32, usize)>, boxes: usize) -> Vec<u32> {
    let mut parts: Vec<Vec<(u32, usize)>> = vec![colours];
    while parts.len() < boxes {
        let widest = parts
            .iter()
            .enumerate()
            .filter(|(_, p)| p.len() > 1)
            .map(|(i, p)| {
                let (channel, range) = widest_channel(p);
                let weight: usize = p.iter().map(|&(_, n)| n).sum();
                (i, channel, range as usize * weight)
            })
            .max_by_key(|&(i, _, score)| (score, usize::MAX - i));
        let Some((i, channel, _)) = widest else {
            break;
        };
        let mut part = parts.swap_remove(i);
        part.sort_unstable_by_key(|&(c, _)| (channel_of(c, channel), c));
        let total: usize = part.iter().map(|&(_, n)| n).sum();
        let mut seen = 0;
        let mut cut = part.len() / 2;
        for (k, &(_, n)) in part.iter().enumerate() {
            seen += n;
            if seen * 2 >= total {
                cut = k + 1;
                break;
            }
        }
        let cut = cut.clamp(1, part.len() - 1);
        let upper = part.split_off(cut);
        parts.push(part);
        parts.push(upper);
    }
    parts.iter().map(|p| mean(p)).collect()
}

fn channel_of(colour: u32, channel: u32) -> u32 {
    (colour >> (16 - 8 * channel)) & 0xff
}

/// The channel (0 red, 1 green, 2 blue) along which `colours` spread widest, and how far.
fn widest_channel(colours: &[(u32, usize)]) -> (u32, u32) {
    (0..3)
        .map(|channel| {
            let values = colours.iter().map(|&(c, _)| channel_of(c, channel));
            let (lo, hi) = values.fold((255, 0), |(lo, hi), v| (v.min(lo), v.max(hi)));
            (channel, hi.saturating_sub(lo))
        })
        .max_by_key(|&(channel, range)| (range, 3 - channel))
        .unwrap_or((0, 0))
}

fn mean(colours: &[(u32, usize)]) -> u32 {
    let total: u64 = colours.iter().map(|&(_, n)| n as u64).sum::<u64>().max(1);
    let channel = |ch: u32| {
        let sum: u64 = colours
            .iter()
            .map(|&(c, n)| u64::from(channel_of(c, ch)) * n as u64)
            .sum();
        ((sum + total / 2) / total).min(255) as u32
    };
    channel(0) << 16 | channel(1) << 8 | channel(2)
}

/// Each colour of the picture with the index of its nearest palette entry.
fn nearest_entries(histogram: &ColourMap<usize>, palette: &[u32]) -> ColourMap<u8> {
    let distance = |a: u32, b: u32| -> u32 {
        (0..3)
            .map(|ch| {
                let d = channel_of(a, ch).abs_diff(channel_of(b, ch));
                // Green counts most and blue least to the eye.
                d * d * [3, 4, 2][ch as usize]
            })
            .sum()
    };
    // A colour the palette holds exactly (nearly every pixel's) is its first such entry, as the
    // nearest-entry scan below would find.
    let mut exact = ColourMap::default();
    for (i, &c) in palette.iter().enumerate() {
        exact.entry(c).or_insert(u8::try_from(i).unwrap_or(u8::MAX));
    }
    histogram
        .keys()
        .map(|&c| {
            if let Some(&i) = exact.get(&c) {
                return (c, i);
            }
            let best = palette
                .iter()
                .enumerate()
                .min_by_key(|&(_, &p)| distance(c, p))
                .map_or(0, |(i, _)| i);
            (c, u8::try_from(best).unwrap_or(u8::MAX))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> image::RgbImage {
        image::load_from_memory(png).expect("decodes").to_rgb8()
    }

    #[test]
    fn few_colours_are_kept_exactly() {
        let (w, h) = (40u32, 30u32);
        let rgb: Vec<u8> = (0..w * h)
            .flat_map(|i| {
                let v = (i % 7 * 30) as u8;
                [v, 255 - v, v / 2]
            })
            .collect();
        let png = indexed_png(&rgb, w, h).unwrap();
        assert_eq!(decode(&png).into_raw(), rgb);
    }

    #[test]
    fn many_colours_come_close_and_common_ones_exact() {
        // A flat background with a smooth ramp of 4,096 rare shades across it.
        let (w, h) = (256u32, 64u32);
        let rgb: Vec<u8> = (0..w * h)
            .flat_map(|i| {
                let (x, y) = (i % w, i / w);
                if y < 48 {
                    [38, 41, 48]
                } else {
                    [x as u8, (y * 16) as u8, 255 - x as u8]
                }
            })
            .collect();
        let decoded = decode(&indexed_png(&rgb, w, h).unwrap());
        assert_eq!(decoded.get_pixel(5, 5).0, [38, 41, 48]);
        let worst = decoded
            .pixels()
            .zip(rgb.chunks_exact(3))
            .map(|(d, s)| (0..3).map(|c| d.0[c].abs_diff(s[c])).max().unwrap_or(0))
            .max()
            .unwrap_or(0);
        assert!(worst <= 40, "{worst}");
    }

    #[test]
    fn the_same_picture_encodes_the_same() {
        let rgb: Vec<u8> = (0..64 * 64 * 3).map(|i| (i * 7 % 251) as u8).collect();
        assert_eq!(
            indexed_png(&rgb, 64, 64).unwrap(),
            indexed_png(&rgb, 64, 64).unwrap()
        );
    }
}
