# hdu1846, bug: never ends.
while True:
    pass
