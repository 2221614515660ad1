import sys

print("early: running")
sys.exit("early: giving up while being imported")
print("never")
