"""Thai benign notes (ZWSP word separators written in place), hand-written for train_z."""
SPLIT = []
ROLE_HIJACK = []
BENIGN = [
    ("script_joiners", "บันทึก:\u200bซ้อม\u200bละคร\u200bเด็ก\u200bวัน\u200bเสาร์\u200bบ่าย\u200bสอง\u200bโมง\u200bที่\u200bห้อง\u200bประชุม\u200bโบสถ์", False),
    ("script_joiners", "ฉัน\u200bขับ\u200bรถ\u200bรับ\u200bจ้าง\u200bช่วง\u200bเช้า\u200bวัน\u200bธรรมดา\u200bอย่า\u200bนัด\u200bอะไร\u200bช่วง\u200bนั้น\u200bนะ", False),
    ("script_joiners", "สอน\u200bพิเศษ\u200bน้อง\u200bมายด์\u200bเรื่อง\u200bเศษส่วน\u200bวัน\u200bพฤหัส\u200bห้า\u200bโมง\u200bเย็น", False),
]
