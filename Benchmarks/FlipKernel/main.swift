print("flip kernel benchmark: being written")
