"""Hindi (script_joiners benign, ZWJ/ZWNJ in Devanagari): an electrician in Pune and a small
water committee in a Rajasthan village. Hand-written."""
BENIGN = [
    ("script_joiners", "शर्मा जी के घर का मीटर बोर्ड बदलना है, शनिवार सुबह; तार 4 मि.मी. वाला ले जाना, जली हुई MCB भी बदलनी है; बिल पर “क्{ZWJ}षति” वाला कॉलम भरना।"),
    ("script_joiners", "ग्राम जल समिति की बैठक सोमवार को, पानी की टंकी की सफ़ाई का हिसाब लिखकर रखना, और “कार्{ZWJ}यवाही” वाला पन्ना भी।"),
]
