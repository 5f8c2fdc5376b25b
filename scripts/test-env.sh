# Sourced by test.sh and test-quick.sh: the test build's settings. The site under test sends the
# contact form to a local stub of the email API (__tests__/support/email-stub.ts), never the internet;
# these values are baked into the build the tests check (a real build takes them from your
# environment, see README).
export GATSBY_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true
export EMAIL_STUB_PORT="${EMAIL_STUB_PORT:-18231}"
export GATSBY_EMAILJS_ORIGIN="http://127.0.0.1:${EMAIL_STUB_PORT}"
export GATSBY_EMAILJS_PUBLIC_KEY=test-public-key GATSBY_EMAILJS_SERVICE_ID=test-service
export GATSBY_EMAILJS_TEMPLATE_ID=test-template GATSBY_RECAPTCHA_SITE_KEY=test-site-key
# The CMS whose public route keeps what the forms send: the tests that send start Strapi on this port.
export VISITOR_FORMS_PORT="${VISITOR_FORMS_PORT:-18232}"
export GATSBY_VISITOR_FORMS_ORIGIN="http://127.0.0.1:${VISITOR_FORMS_PORT}"
