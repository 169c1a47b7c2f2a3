// The account family's texts load with its chunk (sign-in, user settings, GDPR, RSA, maintenance,
// reset and registration): one registration, in texts.ts.
import './texts';
