//! Where factory discs go on a table picture (the Azul family's factories): centred rows across
//! the picture, one row, or two once there are too many for one row to keep its tiles large on
//! a phone.

/// Room between two discs of a row.
pub const FACTORY_GAP: f32 = 14.0;
/// More factories than this go in two rows.
const FACTORIES_PER_ROW: usize = 7;
/// The largest disc of a single row.
const LARGEST: f32 = 150.0;

/// The discs of a table's factories: how many a row holds and how wide each is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FactoryRows {
    pub per_row: usize,
    pub diameter: f32,
    count: usize,
    width: f32,
}

impl FactoryRows {
    /// `count` discs across a picture `width` px wide with `margin` on each side; in two rows a
    /// disc is at most `two_row_largest` wide.
    pub fn new(count: usize, width: u32, margin: f32, two_row_largest: f32) -> FactoryRows {
        let per_row = if count > FACTORIES_PER_ROW {
            count.div_ceil(2)
        } else {
            count.max(1)
        };
        let n = per_row as f32;
        let room = width as f32 - 2.0 * margin - (n - 1.0) * FACTORY_GAP;
        let mut diameter = (room / n).min(LARGEST);
        if count > FACTORIES_PER_ROW {
            diameter = diameter.min(two_row_largest);
        }
        FactoryRows {
            per_row,
            diameter,
            count,
            width: width as f32,
        }
    }

    /// How many rows the discs take (at least one).
    pub fn rows(&self) -> usize {
        self.count.div_ceil(self.per_row.max(1)).max(1)
    }

    /// The centre of disc `i`, its row centred across the picture, when the first row's top is
    /// at `top` and each row takes `pitch` below the one above it.
    pub fn centre(&self, i: usize, top: f32, pitch: f32) -> (f32, f32) {
        let per_row = self.per_row.max(1);
        let (row, col) = (i / per_row, i % per_row);
        let d = self.diameter;
        let in_row = self.count.saturating_sub(row * per_row).min(per_row);
        let total = in_row as f32 * d + (in_row.max(1) - 1) as f32 * FACTORY_GAP;
        let x0 = (self.width - total) / 2.0;
        let cx = x0 + col as f32 * (d + FACTORY_GAP) + d / 2.0;
        let cy = top + row as f32 * pitch + d / 2.0;
        (cx, cy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_to_seven_discs_share_one_centred_row_and_more_take_two() {
        let five = FactoryRows::new(5, 1000, 20.0, 118.0);
        assert_eq!((five.per_row, five.rows()), (5, 1));
        let (first, _) = five.centre(0, 0.0, 100.0);
        let (last, _) = five.centre(4, 0.0, 100.0);
        assert!(
            (first + last - 1000.0).abs() < 0.01,
            "centred: {first} {last}"
        );
        let nine = FactoryRows::new(9, 1000, 20.0, 118.0);
        assert_eq!((nine.per_row, nine.rows(), nine.diameter), (5, 2, 118.0));
        let (_, y0) = nine.centre(0, 10.0, 200.0);
        let (x5, y5) = nine.centre(5, 10.0, 200.0);
        assert_eq!(y5 - y0, 200.0);
        // The second row's four discs are centred too.
        let (x8, _) = nine.centre(8, 10.0, 200.0);
        assert!((x5 + x8 - 1000.0).abs() < 0.01);
    }
}
