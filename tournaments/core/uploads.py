"""An uploaded file's size, checked the same way by every upload form."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext as _


def upload_size_check(upload: UploadedFile[bytes], most_bytes: int) -> UploadedFile[bytes]:
    """``upload`` if it is at most ``most_bytes`` long; else a form error in the page's
    language naming the limit in MB."""
    if upload.size is not None and upload.size > most_bytes:
        raise ValidationError(
            _("The file is larger than %(size)d MB.") % {"size": most_bytes // 1024 // 1024}
        )
    return upload
