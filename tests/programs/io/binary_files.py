# Binary files: open() in 'wb'/'rb'/'ab', read/readline/readlines/iteration giving bytes, write/writelines taking them, their errors
data = bytes(range(256)) + "héllo\nwörld\n".encode()
with open("blob.bin", "wb") as f:
    print(type(f).__name__, f.mode, f.closed, f.writable(), f.readable())
    n = f.write(data)
    f.writelines([b"line one\n", b"line two\n"])
print(n, f.closed)
with open("blob.bin", "rb") as f:
    print(type(f).__name__, repr(f))
    head = f.read(4)
    print(head, len(f.read(252)))
    print(f.readline(), f.readline().decode())
    rest = f.readlines()
    print(rest, f.read(), f.read(10))
with open("blob.bin", "ab") as f:
    f.write(b"\x00tail")
with open("blob.bin", "rb") as f:
    lines = [line for line in f]
print(len(lines), lines[-1], sum(len(l) for l in lines))
with open("blob.bin", "rb") as f:
    whole = f.read()
print(len(whole), whole[:3], whole[-5:], whole.count(b"\n"))
checksum = 0
for b in whole:
    checksum = (checksum + b) % 65536
print(checksum)
try:
    with open("blob.bin", "wb") as f:
        f.write("text")
except TypeError as e:
    print("TypeError", e)
try:
    open("blob.bin", "rb", encoding="utf-8")
except ValueError as e:
    print("ValueError", e)
try:
    with open("blob.bin", "rb") as f:
        f.encoding
except AttributeError as e:
    print("AttributeError", e)
with open("text.txt", "w") as f:
    f.write("plain\n")
with open("text.txt", "rb") as f:
    print(f.read())
