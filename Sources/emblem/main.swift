print("emblem")
