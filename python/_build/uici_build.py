"""A minimal PEP 517 build backend for the uici package (standard library only).

It writes a pure-Python wheel of the `uici/` folder beside it, so `pip install ./python` works
offline, without fetching setuptools from a registry. Only what pip needs is implemented:
build_wheel (and build_editable as the same wheel), no sdist.
"""

import base64
import hashlib
import os
import zipfile

NAME = "uici"
VERSION = "0.1.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST_INFO = f"{NAME}-{VERSION}.dist-info"
METADATA = f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\nRequires-Python: >=3.9\n"
WHEEL = "Wheel-Version: 1.0\nGenerator: uici_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"


def get_requires_for_build_wheel(config_settings=None):
    return []


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    filename = f"{NAME}-{VERSION}-py3-none-any.whl"
    files = []
    package = os.path.join(ROOT, NAME)
    for entry in sorted(os.listdir(package)):
        if entry.endswith(".py") or entry == "py.typed":
            with open(os.path.join(package, entry), "rb") as f:
                files.append((f"{NAME}/{entry}", f.read()))
    files.append((f"{DIST_INFO}/METADATA", METADATA.encode()))
    files.append((f"{DIST_INFO}/WHEEL", WHEEL.encode()))
    record = [_record_line(n, d) for n, d in files] + [f"{DIST_INFO}/RECORD,,"]
    files.append((f"{DIST_INFO}/RECORD", ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in files:
            whl.writestr(name, data)
    return filename


get_requires_for_build_editable = get_requires_for_build_wheel
build_editable = build_wheel
