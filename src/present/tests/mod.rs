//! Tests over every game's presentation at once: button and option labels, the pictures'
//! byte sizes, and legibility on a phone.

mod labels;
mod legible;
mod picture_sizes;
