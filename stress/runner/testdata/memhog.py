# hdu1846, bug: allocates without bound (MemoryError under the limit).
keep = []
while True:
    keep.append(bytearray(1 << 20))
