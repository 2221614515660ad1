import (math)
