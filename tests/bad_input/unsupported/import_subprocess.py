import subprocess
