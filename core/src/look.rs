//! Cardavia's look: contrast, grain and colour temperature, each 0–100 (default 50), turned into
//! one colour matrix and a grain strength, so every shell draws the table the same way.
//!
//! The matrix is 4×5, row-major, in the layout of Android's `ColorMatrix` and of a Core Image
//! colour matrix: for a colour `(R, G, B, A)` with components in 0–1,
//! `R' = m[0]·R + m[1]·G + m[2]·B + m[3]·A + m[4]` and so on for G', B', A' (rows 2–4).
//! Offsets (column 5) are in the same 0–1 units: a shell working in 0–255 multiplies them by 255.
//!
//! - Contrast scales each colour about mid-grey: factor `2^((c − 50) / 50)`, from ½ at 0 to 2 at
//!   100, with offset `½ (1 − factor)`.
//! - Colour temperature warms or cools: red gain `1 + 0.2 (t − 50) / 50`, blue gain
//!   `1 − 0.2 (t − 50) / 50`, green unchanged.
//! - Grain is a strength relative to the design's own grain: `g / 50`, so 0 is none, 1 the
//!   designed amount (an overlay of alpha [`DESIGN_GRAIN_ALPHA`]), 2 twice that.
//!
//! 50/50/50 is the identity: the identity matrix and the designed grain.

use serde::{Deserialize, Serialize};

/// The grain overlay's alpha at strength 1.
pub const DESIGN_GRAIN_ALPHA: f32 = 0.06;

/// The three look settings, each 0–100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LookSettings {
    pub contrast: u8,
    pub grain: u8,
    pub temperature: u8,
}

impl LookSettings {
    /// The range of each setting.
    pub const RANGE: std::ops::RangeInclusive<i64> = 0..=100;
}

impl Default for LookSettings {
    fn default() -> Self {
        LookSettings {
            contrast: 50,
            grain: 50,
            temperature: 50,
        }
    }
}

/// What a shell applies: the colour matrix over the whole table, and a grain overlay.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Look {
    /// 20 numbers, row-major (see the module's doc).
    pub matrix: Vec<f32>,
    /// Relative to the design's grain (1.0 at the default).
    pub grain_strength: f32,
    /// The grain overlay's alpha: `DESIGN_GRAIN_ALPHA × grain_strength`.
    pub grain_alpha: f32,
}

impl LookSettings {
    /// Values above 100 are treated as 100.
    pub fn look(self) -> Look {
        let unit = |v: u8| (f32::from(v.min(100)) - 50.0) / 50.0;
        let factor = 2f32.powf(unit(self.contrast));
        let offset = 0.5 * (1.0 - factor);
        let warm = 0.2 * unit(self.temperature);
        let gains = [1.0 + warm, 1.0, 1.0 - warm];
        let mut matrix = vec![0.0; 20];
        for (row, gain) in gains.iter().enumerate() {
            matrix[row * 5 + row] = factor * gain;
            matrix[row * 5 + 4] = offset * gain;
        }
        matrix[18] = 1.0;
        let grain_strength = f32::from(self.grain.min(100)) / 50.0;
        Look {
            matrix,
            grain_strength,
            grain_alpha: DESIGN_GRAIN_ALPHA * grain_strength,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(m: &[f32], rgb: [f32; 3]) -> [f32; 3] {
        let c = [rgb[0], rgb[1], rgb[2], 1.0];
        let mut out = [0.0; 3];
        for (row, o) in out.iter_mut().enumerate() {
            *o = (0..4).map(|k| m[row * 5 + k] * c[k]).sum::<f32>() + m[row * 5 + 4];
        }
        out
    }

    #[test]
    fn the_default_is_the_identity() {
        let look = LookSettings::default().look();
        let mut identity = vec![0.0; 20];
        for i in 0..4 {
            identity[i * 5 + i] = 1.0;
        }
        assert_eq!(look.matrix, identity);
        assert_eq!(look.grain_strength, 1.0);
    }

    #[test]
    fn contrast_spreads_colours_around_mid_grey() {
        let high = LookSettings {
            contrast: 100,
            ..Default::default()
        }
        .look();
        assert_eq!(apply(&high.matrix, [0.5, 0.5, 0.5]), [0.5, 0.5, 0.5]);
        let [r, _, _] = apply(&high.matrix, [0.75, 0.75, 0.75]);
        assert!(
            (r - 1.0).abs() < 1e-6,
            "0.75 doubles its distance from grey: {r}"
        );
        let low = LookSettings {
            contrast: 0,
            ..Default::default()
        }
        .look();
        let [r, _, _] = apply(&low.matrix, [1.0, 1.0, 1.0]);
        assert!((r - 0.75).abs() < 1e-6, "{r}");
    }

    #[test]
    fn temperature_warms_red_and_cools_blue() {
        let warm = LookSettings {
            temperature: 100,
            ..Default::default()
        }
        .look();
        let [r, g, b] = apply(&warm.matrix, [0.5, 0.5, 0.5]);
        assert!(r > g && g > b, "{r} {g} {b}");
        let cool = LookSettings {
            temperature: 0,
            ..Default::default()
        }
        .look();
        let [r, _, b] = apply(&cool.matrix, [0.5, 0.5, 0.5]);
        assert!(b > r);
    }

    #[test]
    fn grain_scales_the_designed_grain_and_out_of_range_is_clamped() {
        assert_eq!(
            LookSettings {
                grain: 0,
                ..Default::default()
            }
            .look()
            .grain_alpha,
            0.0
        );
        assert_eq!(
            LookSettings {
                grain: 100,
                ..Default::default()
            }
            .look()
            .grain_strength,
            2.0
        );
        assert_eq!(
            LookSettings {
                grain: 255,
                contrast: 255,
                temperature: 255
            }
            .look(),
            LookSettings {
                grain: 100,
                contrast: 100,
                temperature: 100
            }
            .look()
        );
    }
}
