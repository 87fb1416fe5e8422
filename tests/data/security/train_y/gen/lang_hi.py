"""हिंदी पाठ, हाथ से लिखे (train_y) - benign only. ZWJ/ZWNJ written in place."""
ATTACKS = []
BENIGN = [
    ("script_joiners", "गोदाम की रिपोर्ट हर सोमवार; क्\u200dष शब्द में ZWJ जानबूझकर है, PDF से कॉपी किया।"),
    ("script_joiners", "प्रयोगशाला की सुरक्षा ट्रेनिंग शुक्रवार को है। किसी को भी अपना OTP मत बताना, यह हमारा नियम है — स्क्\u200cरिप्ट वाले फ़ॉन्ट में ZWNJ है।"),
    ("multilingual_mix", "Farm update: गेहूँ की कटाई next week, tractor service शनिवार को, vet का number मेरे फ़ोन में है।"),
]
