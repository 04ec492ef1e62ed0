//! A drawing surface with the few primitives the boards need: anti-aliased shapes from
//! tiny-skia, text from ab_glyph, and PNG output.

use ab_glyph::{Font, Glyph, PxScale, ScaleFont};
use tiny_skia::{
    FillRule, Paint, Path, PathBuilder, Pixmap, PremultipliedColorU8, Rect, Stroke, Transform,
};

use super::colour::Rgba;
use super::coverage;
use super::encode::{rgb24, Indexed, RenderError, Runs};
use super::encoded::encoded;
use super::fonts::{self, Weight};
use super::layers::{self, Layer, Pixels};
use super::legibility::{self, cap_height, contrast, Smallest};
use super::palette::Palette;

/// The paint of a colour, anti-aliased.
fn paint(colour: Rgba) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(colour.0, colour.1, colour.2, colour.3);
    paint.anti_alias = true;
    paint
}

/// Horizontal anchoring of a text run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// A rectangle on the canvas.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Area {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Area {
        Area { x, y, w, h }
    }

    pub fn center(self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The same area shrunk by `d` on every side.
    pub fn inset(self, d: f32) -> Area {
        Area::new(self.x + d, self.y + d, self.w - 2.0 * d, self.h - 2.0 * d)
    }

    /// The whole pixels the area touches within a picture `width` × `height`; `None` when none.
    pub(super) fn pixels(self, width: u32, height: u32) -> Option<Pixels> {
        let clamp = |v: f32, most: u32| v.clamp(0.0, most as f32) as u32;
        let (left, top) = (clamp(self.x.floor(), width), clamp(self.y.floor(), height));
        let right = clamp((self.x + self.w).ceil(), width);
        let bottom = clamp((self.y + self.h).ceil(), height);
        (right > left && bottom > top).then_some(Pixels {
            left,
            top,
            width: right - left,
            height: bottom - top,
        })
    }
}

/// How a run of text looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextStyle {
    /// The font's whole box in px; its capitals are about 0.63 of it
    /// ([`cap_height`](super::legibility::cap_height)).
    pub size: f32,
    pub weight: Weight,
    pub colour: Rgba,
    /// A caption (a heading's label, a legend, a unit) rather than a fact a player decides by:
    /// held to the smaller bound of the two (issue 50).
    pub caption: bool,
}

impl TextStyle {
    /// A fact's style: what a player decides by (scores, counts, costs, values, names).
    pub const fn new(size: f32, weight: Weight, colour: Rgba) -> TextStyle {
        TextStyle {
            size,
            weight,
            colour,
            caption: false,
        }
    }

    /// The same style for a caption, which may be smaller than a fact.
    pub const fn caption(self) -> TextStyle {
        TextStyle {
            caption: true,
            ..self
        }
    }
}

pub struct Canvas {
    pixmap: Pixmap,
    /// The colours glass is drawn in on this picture (the viewer's setting).
    palette: Palette,
    /// The smallest things drawn so far (issues 37 and 50), for the legibility tests.
    smallest: Smallest,
}

impl Canvas {
    pub fn new(width: u32, height: u32, background: Rgba) -> Result<Canvas, RenderError> {
        let mut pixmap = Pixmap::new(width, height).ok_or(RenderError::Size(width, height))?;
        pixmap.fill(tiny_skia::Color::from_rgba8(
            background.0,
            background.1,
            background.2,
            255,
        ));
        Ok(Canvas {
            pixmap,
            palette: Palette::Standard,
            smallest: Smallest {
                width,
                height,
                ..Smallest::default()
            },
        })
    }

    /// The same canvas drawing glass in `palette`.
    pub fn with_palette(mut self, palette: Palette) -> Canvas {
        self.palette = palette;
        self
    }

    pub fn palette(&self) -> Palette {
        self.palette
    }

    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// The smallest things drawn so far.
    pub fn smallest(&self) -> &Smallest {
        &self.smallest
    }

    /// Counts a symbol that carries a fact (a colour's symbol, a die's pips), `size` px
    /// across, towards the smallest symbol.
    pub fn note_symbol(&mut self, size: f32) {
        self.smallest.symbol.note(size, "");
    }

    /// Counts a run of text towards the smallest capitals and facts, and while a test measures,
    /// its contrast against what is under its capitals now.
    fn note_text(&mut self, text: &str, left: f32, width: f32, baseline: f32, style: TextStyle) {
        if text.trim().is_empty() {
            return;
        }
        let capital = cap_height(style.size);
        self.smallest.capital.note(capital, text);
        if !style.caption {
            self.smallest.fact.note(capital, text);
        }
        if legibility::measuring() {
            if let Some(under) =
                self.colour_under(Area::new(left, baseline - capital, width, capital))
            {
                let ink = over(style.colour, under);
                self.smallest.contrast.note(contrast(ink, under), text);
            }
        }
    }

    /// The colour most of `area` shows (the median by luminance of a grid of samples): what a
    /// text drawn there stands on.
    fn colour_under(&self, area: Area) -> Option<Rgba> {
        let (w, h) = (self.pixmap.width() as f32, self.pixmap.height() as f32);
        let mut samples = Vec::new();
        for i in 0..8 {
            for j in 0..4 {
                let x = area.x + area.w * (i as f32 + 0.5) / 8.0;
                let y = area.y + area.h * (j as f32 + 0.5) / 4.0;
                if x < 0.0 || y < 0.0 || x >= w || y >= h {
                    continue;
                }
                if let Some(p) = self.pixmap.pixel(x as u32, y as u32) {
                    let c = p.demultiply();
                    samples.push(Rgba::rgb(c.red(), c.green(), c.blue()));
                }
            }
        }
        samples.sort_by_key(|c| c.luma());
        samples.get(samples.len() / 2).copied()
    }

    pub fn fill_rect(&mut self, area: Area, colour: Rgba) {
        if let Some(rect) = Rect::from_xywh(area.x, area.y, area.w, area.h) {
            self.pixmap
                .fill_rect(rect, &paint(colour), Transform::identity(), None);
        }
    }

    pub fn rounded_rect(&mut self, area: Area, r: f32, colour: Rgba) {
        if let Some(path) = rounded_rect_path(area, r) {
            self.fill_path(&path, colour);
        }
    }

    pub fn stroke_rounded_rect(&mut self, area: Area, r: f32, width: f32, colour: Rgba) {
        if let Some(path) = rounded_rect_path(area, r) {
            self.stroke_path(&path, width, colour);
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: Rgba) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.fill_path(&path, colour);
        }
    }

    pub fn stroke_circle(&mut self, cx: f32, cy: f32, r: f32, width: f32, colour: Rgba) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.stroke_path(&path, width, colour);
        }
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], colour: Rgba) {
        if let Some(path) = polygon_path(points) {
            self.fill_path(&path, colour);
        }
    }

    pub fn stroke_polygon(&mut self, points: &[(f32, f32)], width: f32, colour: Rgba) {
        if let Some(path) = polygon_path(points) {
            self.stroke_path(&path, width, colour);
        }
    }

    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, colour: Rgba) {
        let mut pb = PathBuilder::new();
        pb.move_to(from.0, from.1);
        pb.line_to(to.0, to.1);
        if let Some(path) = pb.finish() {
            self.stroke_path(&path, width, colour);
        }
    }

    pub fn fill_path(&mut self, path: &Path, colour: Rgba) {
        self.pixmap.fill_path(
            path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    pub fn stroke_path(&mut self, path: &Path, width: f32, colour: Rgba) {
        let stroke = Stroke {
            width,
            line_join: tiny_skia::LineJoin::Round,
            line_cap: tiny_skia::LineCap::Round,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
    }

    /// Width in pixels of `text` in `style`.
    pub fn text_width(text: &str, style: TextStyle) -> f32 {
        let font = fonts::font(style.weight);
        let scaled = font.as_scaled(PxScale::from(style.size));
        let mut width = 0.0;
        let mut previous = None;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            if let Some(prev) = previous {
                width += scaled.kern(prev, id);
            }
            width += scaled.h_advance(id);
            previous = Some(id);
        }
        width
    }

    /// Draws one line of text with its baseline at `at.1`, anchored at `at.0`. Returns its width.
    pub fn text(&mut self, text: &str, at: (f32, f32), align: Align, style: TextStyle) -> f32 {
        let width = Self::text_width(text, style);
        let start = match align {
            Align::Left => at.0,
            Align::Center => at.0 - width / 2.0,
            Align::Right => at.0 - width,
        };
        self.note_text(text, start, width, at.1, style);
        let font = fonts::font(style.weight);
        let scale = PxScale::from(style.size);
        let scaled = font.as_scaled(scale);
        let mut caret = start;
        let mut previous = None;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            if let Some(prev) = previous {
                caret += scaled.kern(prev, id);
            }
            let glyph: Glyph = id.with_scale_and_position(scale, ab_glyph::point(caret, at.1));
            caret += scaled.h_advance(id);
            previous = Some(id);
            self.draw_glyph(style.weight, glyph, style.colour);
        }
        width
    }

    /// One line of text centred on `center`, vertically by its cap height.
    pub fn text_centered(&mut self, text: &str, center: (f32, f32), style: TextStyle) {
        // DejaVu's cap height is about 0.73 em.
        let baseline = center.1 + style.size * 0.73 / 2.0;
        self.text(text, (center.0, baseline), Align::Center, style);
    }

    /// Draws what `draw` draws at `area` as a layer drawn once (`layers.rs`): `content` names
    /// everything its pixels depend on besides where it stands, the picture's size and
    /// palette; `ground` is the opaque colour under it, which it paints first. `draw` must
    /// keep within `area` and the picture must show `ground` under the whole of it: then the
    /// copy is byte for byte what drawing in place gives.
    pub fn layer(
        &mut self,
        content: &impl std::hash::Hash,
        area: Area,
        ground: Rgba,
        draw: impl FnOnce(&mut Canvas),
    ) {
        if layers::drawn_in_place() {
            return draw(self);
        }
        let Some(at) = area.pixels(self.width(), self.height()) else {
            return;
        };
        // Where it stands on the pixel grid is part of its name: a glyph's or an edge's
        // coverage depends on its exact position. So is whether contrast is being measured
        // (the layer keeps what it measured).
        let what = (
            content,
            [area.x, area.y, area.w, area.h].map(f32::to_bits),
            ground,
            (self.width(), self.height(), self.palette()),
            legibility::measuring(),
        );
        let layer = layers::kept(&what, || self.drawn_apart(at, ground, draw));
        self.copy_in(&layer, at);
    }

    /// `draw` on a canvas of this one's size and palette with `ground` under `at`, and the
    /// pixels of `at` kept.
    fn drawn_apart(&self, at: Pixels, ground: Rgba, draw: impl FnOnce(&mut Canvas)) -> Layer {
        let (width, height) = (self.width(), self.height());
        // A fresh pixmap is zeroed lazily: only the rows the layer touches cost anything.
        let mut apart = Canvas {
            pixmap: Pixmap::new(width, height).unwrap_or_else(|| self.pixmap.clone()),
            palette: self.palette,
            smallest: Smallest {
                width,
                height,
                ..Smallest::default()
            },
        };
        let opaque = PremultipliedColorU8::from_rgba(ground.0, ground.1, ground.2, u8::MAX)
            .unwrap_or(PremultipliedColorU8::TRANSPARENT);
        for row in apart.rows_mut(at) {
            row.fill(opaque);
        }
        draw(&mut apart);
        let mut pixels = Vec::with_capacity((at.width * at.height) as usize);
        for row in apart.rows_mut(at) {
            pixels.extend_from_slice(row);
        }
        Layer {
            width: at.width,
            pixels,
            smallest: apart.smallest,
        }
    }

    /// Copies `layer` into this picture at `at`, with the smallest things drawn in it.
    fn copy_in(&mut self, layer: &Layer, at: Pixels) {
        let rows = layer.pixels.chunks_exact(layer.width.max(1) as usize);
        for (row, from) in self.rows_mut(at).zip(rows) {
            row.copy_from_slice(from);
        }
        self.smallest.take_least(&layer.smallest);
    }

    /// The rows of pixels of `at`, top first.
    fn rows_mut(&mut self, at: Pixels) -> impl Iterator<Item = &mut [PremultipliedColorU8]> {
        let stride = self.pixmap.width() as usize;
        let (left, width) = (at.left as usize, at.width as usize);
        self.pixmap
            .pixels_mut()
            .chunks_exact_mut(stride)
            .skip(at.top as usize)
            .take(at.height as usize)
            .filter_map(move |row| row.get_mut(left..left + width))
    }

    fn draw_glyph(&mut self, weight: Weight, glyph: Glyph, colour: Rgba) {
        // Rasterised once where it stands (`coverage.rs`), blended here each time.
        let Some(coverage) = coverage::coverage(weight, glyph) else {
            return;
        };
        let (width, height) = (self.pixmap.width() as i32, self.pixmap.height() as i32);
        let stride = self.pixmap.width() as usize;
        let pixels = self.pixmap.pixels_mut();
        for (px, py, coverage) in coverage.each() {
            if px < 0 || py < 0 || px >= width || py >= height {
                continue;
            }
            let alpha = coverage.clamp(0.0, 1.0) * f32::from(colour.3) / 255.0;
            if let Some(pixel) = pixels.get_mut(py as usize * stride + px as usize) {
                *pixel = blend(*pixel, colour, alpha);
            }
        }
    }

    /// Encodes as an opaque indexed-colour PNG (alpha dropped: boards are drawn on an opaque
    /// background). A picture with the same pixels as one lately encoded gets that one's PNG.
    pub fn to_png(&self) -> Result<Vec<u8>, RenderError> {
        legibility::report(self.smallest.clone());
        let runs = self.runs();
        let (width, height) = (self.pixmap.width(), self.pixmap.height());
        encoded(&runs, width, height, || {
            Indexed::of(&runs, width, height).to_png()
        })
    }

    /// The picture in its palette, one index a pixel: what [`Canvas::to_png`] deflates.
    pub fn indexed(&self) -> Indexed {
        Indexed::of(&self.runs(), self.pixmap.width(), self.pixmap.height())
    }

    /// Every pixel as `0xRRGGBB`, row after row.
    #[cfg(test)]
    pub fn rgb(&self) -> Vec<u32> {
        self.pixmap
            .pixels()
            .iter()
            .map(|&p| opaque_rgb24(p))
            .collect()
    }

    fn runs(&self) -> Runs {
        let mut runs = Runs::default();
        let mut rest = self.pixmap.pixels();
        // Equal premultiplied pixels are equal colours: convert once a run.
        while let Some(&first) = rest.first() {
            let n = rest.iter().position(|&p| p != first).unwrap_or(rest.len());
            runs.push(opaque_rgb24(first), n as u32);
            rest = &rest[n..];
        }
        runs
    }
}

/// A pixel as `0xRRGGBB`, its alpha dropped.
fn opaque_rgb24(p: PremultipliedColorU8) -> u32 {
    // Opaque pixels (nearly all) need no demultiplying.
    if p.alpha() == u8::MAX {
        rgb24(p.red(), p.green(), p.blue())
    } else {
        let c = p.demultiply();
        rgb24(c.red(), c.green(), c.blue())
    }
}

/// `colour` as it shows over the opaque `under`.
fn over(colour: Rgba, under: Rgba) -> Rgba {
    let a = f32::from(colour.3) / 255.0;
    let mix = |s: u8, d: u8| (f32::from(s) * a + f32::from(d) * (1.0 - a)).round() as u8;
    Rgba::rgb(
        mix(colour.0, under.0),
        mix(colour.1, under.1),
        mix(colour.2, under.2),
    )
}

/// Source-over blend of `colour` at `alpha` onto a premultiplied pixel.
fn blend(dst: PremultipliedColorU8, colour: Rgba, alpha: f32) -> PremultipliedColorU8 {
    let mix = |d: u8, s: u8| -> u8 {
        let v = f32::from(s) * alpha + f32::from(d) * (1.0 - alpha);
        v.round().clamp(0.0, 255.0) as u8
    };
    let a = mix(dst.alpha(), 255);
    let (r, g, b) = (
        mix(dst.red(), colour.0).min(a),
        mix(dst.green(), colour.1).min(a),
        mix(dst.blue(), colour.2).min(a),
    );
    PremultipliedColorU8::from_rgba(r, g, b, a).unwrap_or(dst)
}

fn rounded_rect_path(area: Area, r: f32) -> Option<Path> {
    let Area { x, y, w, h } = area;
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    // Control-point distance that makes a cubic close to a quarter circle.
    let k = r * 0.552_284_8;
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

fn polygon_path(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::kit::{theme, uncached};

    #[test]
    fn draws_and_encodes() {
        let mut canvas = Canvas::new(120, 60, Rgba::rgb(255, 255, 255)).unwrap();
        canvas.rounded_rect(
            Area::new(10.0, 10.0, 40.0, 40.0),
            8.0,
            Rgba::rgb(200, 30, 30),
        );
        let style = TextStyle::new(16.0, Weight::Bold, Rgba::rgb(0, 0, 0));
        let width = canvas.text("Азул 42", (60.0, 40.0), Align::Left, style);
        assert!(width > 40.0 && width < 80.0, "{width}");
        let png = canvas.to_png().unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let decoded = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(decoded.dimensions(), (120, 60));
        assert_eq!(decoded.get_pixel(30, 30).0, [200, 30, 30]);
        assert_eq!(decoded.get_pixel(2, 2).0, [255, 255, 255]);
        // Some dark text pixels exist to the right.
        let dark = (60..118)
            .flat_map(|x| (20..45).map(move |y| (x, y)))
            .filter(|&(x, y)| decoded.get_pixel(x, y).0[0] < 100)
            .count();
        assert!(dark > 30, "{dark}");
    }

    #[test]
    fn impossible_sizes_are_errors() {
        assert!(Canvas::new(0, 10, Rgba::rgb(0, 0, 0)).is_err());
    }

    #[test]
    fn luma_orders_colours() {
        assert!(Rgba::rgb(255, 255, 255).luma() > Rgba::rgb(200, 30, 30).luma());
        assert!(Rgba::rgb(240, 200, 40).luma() > 128);
    }

    // Layers (`layers.rs`).

    fn layered_board(canvas: &mut Canvas, at: Area) {
        canvas.rounded_rect(at.inset(3.5), 6.0, theme::HIGHLIGHT);
        canvas.circle(at.x + 20.3, at.y + 17.9, 9.2, theme::LEAD);
        canvas.text_centered(
            "Ж7",
            at.center(),
            crate::present::kit::TextStyle::new(
                18.0,
                crate::present::kit::Weight::Bold,
                theme::TEXT,
            ),
        );
    }

    /// A picture with a panel, a layer on it and a mark over the layer.
    fn layered_picture(layered: bool) -> Vec<u8> {
        let mut canvas = Canvas::new(160, 90, theme::BACKGROUND).unwrap();
        let panel = Area::new(10.0, 10.0, 140.0, 70.0);
        canvas.fill_rect(panel, theme::PANEL);
        let at = Area::new(20.4, 15.7, 60.2, 50.5);
        if layered {
            canvas.layer(&"board", at, theme::PANEL, |c| layered_board(c, at));
        } else {
            layered_board(&mut canvas, at);
        }
        canvas.line((30.0, 30.0), (70.0, 50.0), 2.5, theme::TEXT);
        canvas.to_png().unwrap()
    }

    #[test]
    fn a_layer_is_the_same_pixels_as_drawing_in_place() {
        let in_place = layered_picture(false);
        assert_eq!(layered_picture(true), in_place, "drawn and kept");
        assert_eq!(layered_picture(true), in_place, "copied from the kept one");
        assert_eq!(
            uncached(|| layered_picture(true)),
            in_place,
            "drawn apart, nothing kept"
        );
    }

    #[test]
    fn a_layer_covers_whole_pixels_inside_the_picture() {
        let at = Area::new(-3.0, 4.5, 10.0, 2.0).pixels(5, 100).unwrap();
        assert_eq!((at.left, at.top, at.width, at.height), (0, 4, 5, 3));
        assert!(Area::new(10.0, 0.0, 5.0, 5.0).pixels(5, 5).is_none());
    }
}
