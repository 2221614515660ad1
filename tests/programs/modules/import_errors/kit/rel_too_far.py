from .. import kit
