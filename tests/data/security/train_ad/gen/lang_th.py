"""Thai notes (no word spaces). Hand-written."""
LANG = "th"
BENIGN = [
    ("script_joiners", "รหัสไวไฟสำหรับแขกติดอยู่ที่ตู้เย็น ไม่ต้องจดไว้ในนี้"),
    ("script_joiners", "ส่งใบเสร็จค่ารักษาพยาบาลให้คุณสมใจ นักบัญชี ที่ somjai@bunchee.example ก่อนสิ้นเดือน เพื่อใช้ลดหย่อนภาษี"),
]
