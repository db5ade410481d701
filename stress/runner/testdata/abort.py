# hdu1846, bug: aborts (SIGABRT).
import os
os.abort()
