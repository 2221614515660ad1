# importing a module that does not exist
print("before")
import no_such_module_here
