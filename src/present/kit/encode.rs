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

    /// Each run's length.
    fn lengths(&self) -> impl Iterator<Item = usize> + '_ {
        self.runs
            .iter()
            .map(|&r| (r & u64::from(u32::MAX)) as usize)
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
        let colours = Colours::of(runs);
        let palette = palette(&colours.histogram, runs.pixels);
        let index = nearest_entries(&colours.histogram, &palette);
        // A run writes a fixed [`SHORT`] bytes at once (one store, no call), the next runs
        // writing over what went past its end; only longer runs are filled to their length.
        const SHORT: usize = 16;
        let mut indices = vec![0; runs.pixels + SHORT];
        let mut at = 0;
        for (&id, n) in colours.ids.iter().zip(runs.lengths()) {
            let i = index[id as usize];
            indices[at..at + SHORT].fill(i);
            if n > SHORT {
                indices[at + SHORT..at + n].fill(i);
            }
            at += n;
        }
        indices.truncate(runs.pixels);
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

/// A picture's distinct colours and how many pixels have each, and each run's colour as its
/// place in that list: the runs are hashed once, for the histogram, and the indices are then
/// looked up by place.
struct Colours {
    /// Each distinct colour and its pixels, in the order first seen.
    histogram: Vec<(u32, usize)>,
    /// Each run's colour, as its place in `histogram`.
    ids: Vec<u32>,
}

impl Colours {
    fn of(runs: &Runs) -> Colours {
        // Each colour's place and pixels, counted in the map (one memory access a run).
        let mut places: ColourMap<(u32, usize)> = ColourMap::default();
        let mut ids = Vec::with_capacity(runs.runs.len());
        for (colour, n) in runs.each() {
            let next = places.len() as u32;
            let (id, count) = places.entry(colour).or_insert((next, 0));
            *count += n;
            ids.push(*id);
        }
        let mut histogram = vec![(0, 0); places.len()];
        for (colour, (id, count)) in places {
            histogram[id as usize] = (colour, count);
        }
        Colours { histogram, ids }
    }
}

/// At most [`PALETTE`] colours: every colour when they fit, else the common ones exactly and the
/// means of median-cut boxes of the others.
fn palette(histogram: &[(u32, usize)], pixels: usize) -> Vec<u32> {
    let mut colours = histogram.to_vec();
    // Most common first; ties by colour, so the same picture always gets the same palette.
    let order = |a: &(u32, usize), b: &(u32, usize)| b.1.cmp(&a.1).then(a.0.cmp(&b.0));
    if colours.len() <= PALETTE {
        colours.sort_unstable_by(order);
        return colours.into_iter().map(|(c, _)| c).collect();
    }
    // Only the candidates for exact entries need sorting: median cut's boxes do not depend on
    // the order of the colours it is given.
    colours.select_nth_unstable_by(EXACT, order);
    colours[..EXACT].sort_unstable_by(order);
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
    // A box's widest channel and its score (spread × pixels), worked out once a box; none for a
    // box of one colour, which cannot be halved.
    let score = |p: &[(u32, usize)]| {
        (p.len() > 1).then(|| {
            let (channel, range) = widest_channel(p);
            let weight: usize = p.iter().map(|&(_, n)| n).sum();
            (channel, range as usize * weight)
        })
    };
    let mut scores = vec![score(&colours)];
    let mut parts: Vec<Vec<(u32, usize)>> = vec![colours];
    while parts.len() < boxes {
        let widest = scores
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.map(|(channel, score)| (i, channel, score)))
            .max_by_key(|&(i, _, score)| (score, usize::MAX - i));
        let Some((i, channel, _)) = widest else {
            break;
        };
        scores.swap_remove(i);
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
        scores.push(score(&part));
        scores.push(score(&upper));
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

/// A palette laid out for finding a colour's nearest entry (the least `3 dr² + 4 dg² + 2 db²`:
/// green counts most and blue least to the eye): each channel in an array of its own, so the
/// distances to all entries are worked out side by side (the compiler vectorises the loop), and
/// the first nearest entry taken, as a scan in palette order would.
struct Nearest {
    red: [i32; PALETTE],
    green: [i32; PALETTE],
    blue: [i32; PALETTE],
}

impl Nearest {
    fn new(palette: &[u32]) -> Nearest {
        // Past the palette's end, entries too far away to be nearest (but not so far that a
        // distance overflows).
        let mut nearest = Nearest {
            red: [4_096; PALETTE],
            green: [4_096; PALETTE],
            blue: [4_096; PALETTE],
        };
        for (i, &c) in palette.iter().take(PALETTE).enumerate() {
            nearest.red[i] = channel_of(c, 0) as i32;
            nearest.green[i] = channel_of(c, 1) as i32;
            nearest.blue[i] = channel_of(c, 2) as i32;
        }
        nearest
    }

    /// The index of the first entry nearest to `colour`.
    fn index(&self, colour: u32) -> u8 {
        let (r, g, b) = (
            channel_of(colour, 0) as i32,
            channel_of(colour, 1) as i32,
            channel_of(colour, 2) as i32,
        );
        let mut distances = [0i32; PALETTE];
        for (i, d) in distances.iter_mut().enumerate() {
            let (dr, dg, db) = (self.red[i] - r, self.green[i] - g, self.blue[i] - b);
            *d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        }
        let least = distances.iter().copied().min().unwrap_or(0);
        let first = distances.iter().position(|&d| d == least).unwrap_or(0);
        u8::try_from(first).unwrap_or(u8::MAX)
    }
}

/// The index of each colour of `histogram`'s nearest palette entry, by its place there.
fn nearest_entries(histogram: &[(u32, usize)], palette: &[u32]) -> Vec<u8> {
    // A colour the palette holds exactly (nearly every pixel's) is its first such entry, as the
    // nearest-entry search below would find.
    let mut exact = ColourMap::default();
    for (i, &c) in palette.iter().enumerate() {
        exact.entry(c).or_insert(u8::try_from(i).unwrap_or(u8::MAX));
    }
    let nearest = Nearest::new(palette);
    histogram
        .iter()
        .map(|&(c, _)| match exact.get(&c) {
            Some(&i) => i,
            None => nearest.index(c),
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

    /// How far apart two colours look, as the quantiser first worked it out.
    fn distance(a: u32, b: u32) -> u32 {
        (0..3)
            .map(|ch| {
                let d = channel_of(a, ch).abs_diff(channel_of(b, ch));
                d * d * [3, 4, 2][ch as usize]
            })
            .sum()
    }

    /// The first nearest entry by a plain scan of the palette, as the quantiser first did.
    fn nearest_by_scan(palette: &[u32], colour: u32) -> u8 {
        let best = palette
            .iter()
            .enumerate()
            .min_by_key(|&(_, &p)| distance(colour, p))
            .map_or(0, |(i, _)| i);
        u8::try_from(best).unwrap_or(u8::MAX)
    }

    #[test]
    fn the_nearest_entry_is_the_full_scans() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(52);
        for round in 0..200 {
            // Some palettes short, some with repeated entries and near neighbours, so that
            // ties (the first entry wins) come up.
            let len = if round % 4 == 0 {
                rng.random_range(1..PALETTE)
            } else {
                PALETTE
            };
            let spread = [255, 16, 3][round % 3];
            let mut palette: Vec<u32> = (0..len)
                .map(|_| {
                    let c = |rng: &mut rand_chacha::ChaCha8Rng| rng.random_range(0..=spread);
                    rgb24(c(&mut rng), c(&mut rng), c(&mut rng))
                })
                .collect();
            if round % 5 == 0 {
                palette[len - 1] = palette[0];
            }
            let nearest = Nearest::new(&palette);
            for _ in 0..500 {
                let colour = rng.random_range(0..=0xff_ffff);
                assert_eq!(
                    nearest.index(colour),
                    nearest_by_scan(&palette, colour),
                    "{colour:06x} in {palette:06x?}"
                );
                let near = rgb24(
                    rng.random_range(0..=spread.saturating_add(2)),
                    rng.random_range(0..=spread.saturating_add(2)),
                    rng.random_range(0..=spread.saturating_add(2)),
                );
                assert_eq!(nearest.index(near), nearest_by_scan(&palette, near));
            }
        }
    }

    /// The quantiser as it was before issue 52's speed-ups: a hashed histogram, median cut
    /// scoring every box each time, a full scan for each colour, a hash lookup each run.
    fn plain_indexed(runs: &Runs, width: u32, height: u32) -> Indexed {
        fn plain_median_cut(colours: Vec<(u32, usize)>, boxes: usize) -> Vec<u32> {
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
        let mut histogram: HashMap<u32, usize> = HashMap::new();
        for (colour, n) in runs.each() {
            *histogram.entry(colour).or_insert(0) += n;
        }
        let mut colours: Vec<(u32, usize)> = histogram.iter().map(|(&c, &n)| (c, n)).collect();
        colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let palette: Vec<u32> = if colours.len() <= PALETTE {
            colours.iter().map(|&(c, _)| c).collect()
        } else {
            let exact = colours
                .iter()
                .take(EXACT)
                .take_while(|&&(_, n)| n * COMMON >= runs.pixels)
                .count();
            let (common, rare) = colours.split_at(exact);
            let mut palette: Vec<u32> = common.iter().map(|&(c, _)| c).collect();
            palette.extend(plain_median_cut(rare.to_vec(), PALETTE - exact));
            palette
        };
        let index: HashMap<u32, u8> = histogram
            .keys()
            .map(|&c| (c, nearest_by_scan(&palette, c)))
            .collect();
        let mut indices = Vec::new();
        for (colour, n) in runs.each() {
            indices.resize(indices.len() + n, index[&colour]);
        }
        Indexed {
            width,
            height,
            palette,
            indices,
        }
    }

    #[test]
    fn quantises_as_the_plain_quantiser() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(22);
        for round in 0..40 {
            // Flat fills of a few colours, with anti-aliased-like shades between them: from a
            // handful of colours (no median cut) to thousands.
            let (w, h) = (120u32, 90u32);
            let fills: Vec<u32> = (0..rng.random_range(2..60))
                .map(|_| rng.random_range(0..=0xff_ffff))
                .collect();
            let shades = [0, 10, 200, 3_000][round % 4];
            let mut runs = Runs::default();
            let mut left = (w * h) as usize;
            while left > 0 {
                let n = rng.random_range(1..=left.min(40));
                let colour = if shades > 0 && rng.random_bool(0.3) {
                    let base = fills[rng.random_range(0..fills.len())];
                    base ^ rng.random_range(0..shades)
                } else {
                    fills[rng.random_range(0..fills.len())]
                };
                runs.push(colour, n as u32);
                left -= n;
            }
            let fast = Indexed::of(&runs, w, h);
            assert_eq!(fast, plain_indexed(&runs, w, h), "round {round}");
            assert_eq!(fast.to_png(), plain_indexed(&runs, w, h).to_png());
        }
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
