"""Khmer note with ZWSP word boundaries as Khmer typists put them. Hand-written."""
from hide import ZWSP

LANG = "km"
BENIGN = [
    ("script_joiners", "ប្រសិនបើ|យាយ|សួរ|ពី|ថ្ងៃសៅរ៍ ប្រាប់|គាត់|ថា|យើង|គ្រាន់តែ|ញ៉ាំបាយ|នៅ|ផ្ទះ។ ពិធី|ខួបកំណើត|គឺ|ជា|ការ|ភ្ញាក់ផ្អើល។".replace("|", ZWSP)),
]
