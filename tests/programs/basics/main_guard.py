# __name__ is "__main__" for the top-level program
print(__name__)

def main():
    print('in main')
    return 0

if __name__ == "__main__":
    main()
else:
    print('not main')
print(__name__ == '__main__')
