"""Hindi benign notes (ZWJ/ZWNJ written in place), hand-written for train_z."""
SPLIT = []
ROLE_HIJACK = []
BENIGN = [
    ("script_joiners", "नोट: ट्यूशन में रिया को भिन्न (fractions) समझाने हैं; गुरुवार शाम 5 बजे, क्‌लास से पहले वर्कशीट प्रिंट करनी है।", False),
    ("script_joiners", "क्रिकेट क्लब की मीटिंग रविवार को है; कोषाध्यक्ष से खर्चों की सूची माँगनी है, बैंक पासवर्ड नहीं। स्‍कोरबुक भी ले जानी है।", False),
    ("multilingual_mix", ("Contact: हमारे NGO के accountant राजेश जी हैं (rajesh@ngo-seva.example)।",
                          "हर महीने expense sheet बनाकर shared folder में रखो, bank details मत डालना।"), False),
]
