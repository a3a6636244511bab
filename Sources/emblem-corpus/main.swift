print("corpus")
