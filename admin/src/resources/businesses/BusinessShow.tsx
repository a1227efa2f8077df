import {
  BooleanField,
  DateField,
  EditButton,
  ImageField,
  NumberField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ModerationButtons } from './moderation';
import { shownField, shownFields } from './profile-fields';
import { ReviewChanges } from './ReviewChanges';

function Actions() {
  return (
    <TopToolbar>
      <ModerationButtons />
      <EditButton />
    </TopToolbar>
  );
}

export function BusinessShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Moderation">
          {shownField('name')}
          <TextField source="status" />
          <BooleanField source="published" />
          <ReviewChanges />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Profile">
          {shownFields('name')}
          <ImageField source="cardImageUrl" label="Business card" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Owner and promotions">
          <ReferenceField source="userId" reference="users" label="Owner" />
          <BooleanField source="isPrimary" label="Owner's primary business" />
          <BooleanField source="isTestData" label="Sample data" />
          <BooleanField source="promotionsEnabled" />
          <NumberField source="aiGenerationsUsed" label="AI generations used" />
          <DateField source="createdAt" showTime />
          <DateField source="updatedAt" showTime />
          <DateField source="publishedAt" showTime emptyText="not published" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
