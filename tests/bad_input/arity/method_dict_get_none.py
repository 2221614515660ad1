{}.get()
