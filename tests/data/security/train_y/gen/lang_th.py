"""ข้อความภาษาไทย เขียนเอง (train_y) - benign only. ZWSP word separators written in place."""
ATTACKS = []
BENIGN = [
    ("script_joiners", "ตรวจ\u200bคุณภาพ\u200bโรงงาน\u200bวัน\u200bอาทิตย์\u200bเวลา\u200b9\u200bโมง\u200bเตรียม\u200bใบ\u200bสอบเทียบ\u200bให้\u200bครบ"),
    ("script_joiners", "อย่า\u200bบอก\u200bสมชาย\u200bเรื่อง\u200bงาน\u200bเลี้ยง\u200bเกษียณ\u200bนะ\u200bเป็น\u200bเซอร์ไพรส์"),
    ("script_joiners", "โรงแรม:\u200bถ้า\u200bแขก\u200bถาม\u200bเรื่อง\u200bเสียง\u200bก่อสร้าง\u200bให้\u200bบอก\u200bตาม\u200bจริง\u200bว่า\u200b8\u200bโมง\u200bถึง\u200b4\u200bโมง"),
]
