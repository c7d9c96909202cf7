from django.contrib.auth.views import LoginView

from tournaments.security.forms import RateLimitedAuthenticationForm

#: The site's log-in page (``accounts/login/``, name ``login``), rate limited.
login_view = LoginView.as_view(authentication_form=RateLimitedAuthenticationForm)
