# hdu1846, bug: reads memory at address 0 (SIGSEGV in the interpreter).
import ctypes
ctypes.string_at(0)
