/** Every validation message of spec section 5, word for word. Forms and the mock backend use these. */
export const MSG = {
  selectAccountType: 'Please select account type',
  fillAllFields: 'Please fill in all fields',
  enterCompanyEmail: 'Please enter your company email',
  enterCollegeEmail: 'Please enter your college email',
  passwordsDontMatch: "Passwords don't match",
  resetPasswordRules:
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',

  invalidEmail: 'Please enter a valid email address',
  enterEmailFirst: 'Please enter your email address first.',
  emailAlreadyRegistered: 'Email already registered',
  passwordMustContain: 'Password must contain: ',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be exactly 10 digits',
  phoneNumbersOnly: 'Phone number can only contain numbers',
} as const;

export const PASSWORD_REQUIREMENT_LABELS = {
  length: 'At least 8 characters',
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
  special: 'One special character',
} as const;
